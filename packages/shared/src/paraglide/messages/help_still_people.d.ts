/**
* | output |
* | --- |
* | "Support is open 24/7: people answer everything." |
*
* @param {Help_Still_PeopleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const help_still_people: ((inputs?: Help_Still_PeopleInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Help_Still_PeopleInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Help_Still_PeopleInputs = {};
