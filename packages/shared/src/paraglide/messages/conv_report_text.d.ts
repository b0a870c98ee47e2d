/**
* | output |
* | --- |
* | "Our team will read it. Tell us what is wrong (for example, asked to pay outside Nafasi)." |
*
* @param {Conv_Report_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const conv_report_text: ((inputs?: Conv_Report_TextInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Conv_Report_TextInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Conv_Report_TextInputs = {};
