export { FADE_MS, PLACEHOLDER_BG, SmartImage, type SmartImageProps } from './smart-image.tsx';
export { type ImageStage, type ImageStatus, useImageFallback } from './use-image-fallback.ts';
