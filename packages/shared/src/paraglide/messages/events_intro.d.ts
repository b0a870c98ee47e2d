/**
* | output |
* | --- |
* | "Workshops, meetups, masterclasses and conferences across Kenya, hosted in spaces you can book." |
*
* @param {Events_IntroInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const events_intro: ((inputs?: Events_IntroInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_IntroInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Events_IntroInputs = {};
