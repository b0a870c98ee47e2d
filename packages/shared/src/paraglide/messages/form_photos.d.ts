/**
* | output |
* | --- |
* | "Photos" |
*
* @param {Form_PhotosInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const form_photos: ((inputs?: Form_PhotosInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Form_PhotosInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Form_PhotosInputs = {};
