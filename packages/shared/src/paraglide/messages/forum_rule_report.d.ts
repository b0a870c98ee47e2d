/**
* | output |
* | --- |
* | "Report problems to the moderators instead of arguing." |
*
* @param {Forum_Rule_ReportInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const forum_rule_report: ((inputs?: Forum_Rule_ReportInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Forum_Rule_ReportInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Forum_Rule_ReportInputs = {};
