/**
* | output |
* | --- |
* | "The upload was cut short or is not a well-formed multipart/form-data body. Please try again." |
*
* @param {Photo_Bad_UploadInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const photo_bad_upload: ((inputs?: Photo_Bad_UploadInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Photo_Bad_UploadInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Photo_Bad_UploadInputs = {};
