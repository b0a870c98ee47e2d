/**
* | output |
* | --- |
* | "Education" |
*
* @param {Event_Cat_EducationInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const event_cat_education: ((inputs?: Event_Cat_EducationInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Event_Cat_EducationInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Event_Cat_EducationInputs = {};
