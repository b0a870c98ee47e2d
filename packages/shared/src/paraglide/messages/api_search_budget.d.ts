/**
* | output |
* | --- |
* | "Too many searches from your network. Try again in a few seconds." |
*
* @param {Api_Search_BudgetInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const api_search_budget: ((inputs?: Api_Search_BudgetInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Search_BudgetInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Search_BudgetInputs = {};
