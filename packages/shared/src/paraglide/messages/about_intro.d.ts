/**
* | output |
* | --- |
* | "Nafasi means “space” in Kiswahili. We connect people across Kenya with meeting rooms, studios, event halls, coworking desks and offices they can book by the ..." |
*
* @param {About_IntroInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const about_intro: ((inputs?: About_IntroInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<About_IntroInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type About_IntroInputs = {};
