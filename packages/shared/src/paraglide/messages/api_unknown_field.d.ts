/**
* | output |
* | --- |
* | "Unknown {context} field: {keys}" |
*
* @param {Api_Unknown_FieldInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const api_unknown_field: ((inputs: Api_Unknown_FieldInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Unknown_FieldInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Unknown_FieldInputs = {
    context: NonNullable<unknown>;
    keys: NonNullable<unknown>;
};
