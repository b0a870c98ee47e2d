/**
* | output |
* | --- |
* | "Reason" |
*
* @param {Conv_Read_Reason_LabelInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const conv_read_reason_label: ((inputs?: Conv_Read_Reason_LabelInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Conv_Read_Reason_LabelInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Conv_Read_Reason_LabelInputs = {};
