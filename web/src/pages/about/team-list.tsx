import type { TeamMember } from "~/content/about";
import styles from "./about.module.css";

/** "Maya Delgado" → "MD": the avatar monogram (no stock photos of invented people). */
export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => part.charAt(0).toUpperCase())
    .slice(0, 2)
    .join("");
}

/** The team as cards: monogram, name, role and a short bio. */
export function TeamList({ members }: { members: readonly TeamMember[] }) {
  return (
    <ul className={styles.team}>
      {members.map((member) => (
        <li key={member.name} className={styles.member}>
          <span className={styles.avatar} aria-hidden="true">
            {initials(member.name)}
          </span>
          <h3 className={styles.name}>{member.name}</h3>
          <p className={styles.role}>{member.role}</p>
          <p className={styles.bio}>{member.bio}</p>
        </li>
      ))}
    </ul>
  );
}
