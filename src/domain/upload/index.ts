export { MAX_UPLOAD_BYTES, UPLOADED_IMAGE_PATH, UPLOAD_CONTENT_TYPES, UPLOAD_IMAGE_ACCEPT, uploadFileKind, uploadImageKind } from './kind';
export type { UploadFileKind, UploadImageKind } from './kind';
export { MIN_CROP, clampCrop, initialCrop, keyStep, moveCrop, outputSize, resizeCrop, toImagePixels, validCropRect } from './crop';
export type { CropRect, CropShape, Size } from './crop';
