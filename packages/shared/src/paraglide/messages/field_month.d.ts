/**
* | output |
* | --- |
* | "month must be a month written YYYY-MM, like 2026-12" |
*
* @param {Field_MonthInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const field_month: ((inputs?: Field_MonthInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Field_MonthInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Field_MonthInputs = {};
