/**
* | output |
* | --- |
* | "Its messages are private. Your reason is written to the audit log, and the guest and the host see it in their data download." |
*
* @param {Conv_Read_Reason_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const conv_read_reason_text: ((inputs?: Conv_Read_Reason_TextInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Conv_Read_Reason_TextInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Conv_Read_Reason_TextInputs = {};
