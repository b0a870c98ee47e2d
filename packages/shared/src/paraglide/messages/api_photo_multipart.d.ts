/**
* | output |
* | --- |
* | "Send the photo as multipart/form-data in the field \"file\"." |
*
* @param {Api_Photo_MultipartInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const api_photo_multipart: ((inputs?: Api_Photo_MultipartInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Photo_MultipartInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Photo_MultipartInputs = {};
