/**
* | output |
* | --- |
* | "Read the conversation" |
*
* @param {Conv_Read_Reason_ButtonInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const conv_read_reason_button: ((inputs?: Conv_Read_Reason_ButtonInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Conv_Read_Reason_ButtonInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Conv_Read_Reason_ButtonInputs = {};
