export declare const DEMO_SALES_ACCOUNT: {
  uid: string;
  email: string;
  displayName: string;
  googleId: string;
};
