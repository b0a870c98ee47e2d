/**
* | output |
* | --- |
* | "Details of {name}" |
*
* @param {Person_View_OfInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const person_view_of: ((inputs: Person_View_OfInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Person_View_OfInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Person_View_OfInputs = {
    name: NonNullable<unknown>;
};
