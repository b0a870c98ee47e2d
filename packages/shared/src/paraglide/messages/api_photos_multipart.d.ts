/**
* | output |
* | --- |
* | "Send the photos as multipart/form-data in the field \"files\"." |
*
* @param {Api_Photos_MultipartInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const api_photos_multipart: ((inputs?: Api_Photos_MultipartInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Photos_MultipartInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Photos_MultipartInputs = {};
