/**
* | output |
* | --- |
* | "Only the newest {count} are shown." |
*
* @param {Person_MoreInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const person_more: ((inputs: Person_MoreInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Person_MoreInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Person_MoreInputs = {
    count: NonNullable<unknown>;
};
