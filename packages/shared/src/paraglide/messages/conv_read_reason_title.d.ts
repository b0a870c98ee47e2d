/**
* | output |
* | --- |
* | "Why are you reading this conversation?" |
*
* @param {Conv_Read_Reason_TitleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const conv_read_reason_title: ((inputs?: Conv_Read_Reason_TitleInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Conv_Read_Reason_TitleInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Conv_Read_Reason_TitleInputs = {};
