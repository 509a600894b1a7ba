// Moved to ~/components/content-picture (shared by portfolio, work and services). This re-export
// keeps web/src/pages/services/service-page.tsx building until its owner updates that import;
// delete this file then.
export { ContentPicture, type ContentPictureProps } from "~/components/content-picture";
