/**
* | output |
* | --- |
* | "Invalid input: expected {expected}" |
*
* @param {Api_Issue_TypeInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const api_issue_type: ((inputs: Api_Issue_TypeInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Issue_TypeInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Issue_TypeInputs = {
    expected: NonNullable<unknown>;
};
