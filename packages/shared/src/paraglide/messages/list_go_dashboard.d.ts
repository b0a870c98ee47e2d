/**
* | output |
* | --- |
* | "Go to Dashboard" |
*
* @param {List_Go_DashboardInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const list_go_dashboard: ((inputs?: List_Go_DashboardInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<List_Go_DashboardInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type List_Go_DashboardInputs = {};
