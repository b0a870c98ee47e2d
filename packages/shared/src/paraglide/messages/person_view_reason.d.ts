/**
* | output |
* | --- |
* | "Say why you are looking at this person's details (at least 3 characters): it is recorded, and they can see it." |
*
* @param {Person_View_ReasonInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const person_view_reason: ((inputs?: Person_View_ReasonInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Person_View_ReasonInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Person_View_ReasonInputs = {};
