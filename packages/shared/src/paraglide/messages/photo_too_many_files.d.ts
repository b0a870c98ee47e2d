/**
* | output |
* | --- |
* | "Upload at most 10 photos at a time." |
*
* @param {Photo_Too_Many_FilesInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const photo_too_many_files: ((inputs?: Photo_Too_Many_FilesInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Photo_Too_Many_FilesInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Photo_Too_Many_FilesInputs = {};
