/**
* | output |
* | --- |
* | "Active this week" |
*
* @param {Forum_Active_WeekInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const forum_active_week: ((inputs?: Forum_Active_WeekInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Forum_Active_WeekInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Forum_Active_WeekInputs = {};
