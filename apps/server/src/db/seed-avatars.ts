import sharp from "sharp";
import type { Database } from "./client";
import { userAvatars } from "./schema";

/** A drawn head and shoulders on a coloured ground: demo pictures without shipping photos. */
function portrait(ground: string, skin: string, hair: string, shirt: string) {
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">
      <rect width="256" height="256" fill="${ground}"/>
      <ellipse cx="128" cy="250" rx="92" ry="70" fill="${shirt}"/>
      <rect x="112" y="150" width="32" height="36" rx="10" fill="${skin}"/>
      <ellipse cx="128" cy="112" rx="50" ry="58" fill="${skin}"/>
      <path d="M76 112c-4-48 26-72 54-72s54 22 50 70c-10-22-30-34-52-34s-42 14-52 36z" fill="${hair}"/>
      <circle cx="110" cy="116" r="5" fill="#2b2b2b"/>
      <circle cx="146" cy="116" r="5" fill="#2b2b2b"/>
      <path d="M112 140q16 12 32 0" stroke="#7a3b2e" stroke-width="4" fill="none" stroke-linecap="round"/>
    </svg>`,
  );
}

/** Avatars for two demo users, stored as the upload stores them: a 256 px square WebP. */
export async function seedAvatars(db: Database, [first, second]: [string, string]) {
  const images = [
    { userId: first, svg: portrait("#3b6ea8", "#f1c7a5", "#8a4b1f", "#1f3a5f") },
    { userId: second, svg: portrait("#5c8a4a", "#d9a27c", "#3a2a1e", "#7a2f4f") },
  ];
  for (const { userId, svg } of images) {
    const data = await sharp(svg).resize(256, 256).webp({ quality: 85 }).toBuffer();
    await db.insert(userAvatars).values({ userId, contentType: "image/webp", data });
  }
}
