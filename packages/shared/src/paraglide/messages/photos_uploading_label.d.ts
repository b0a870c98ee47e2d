/**
* | output |
* | --- |
* | "Uploading photos" |
*
* @param {Photos_Uploading_LabelInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const photos_uploading_label: ((inputs?: Photos_Uploading_LabelInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Photos_Uploading_LabelInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Photos_Uploading_LabelInputs = {};
