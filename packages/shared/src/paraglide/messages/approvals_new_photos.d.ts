/**
* | output |
* | --- |
* | "New photos" |
*
* @param {Approvals_New_PhotosInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const approvals_new_photos: ((inputs?: Approvals_New_PhotosInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Approvals_New_PhotosInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Approvals_New_PhotosInputs = {};
