/**
* | output |
* | --- |
* | "Show the details" |
*
* @param {Person_Reason_ButtonInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const person_reason_button: ((inputs?: Person_Reason_ButtonInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Person_Reason_ButtonInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Person_Reason_ButtonInputs = {};
