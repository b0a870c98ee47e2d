/**
* | output |
* | --- |
* | "Meeting rooms, studios, event halls, coworking desks and offices across Kenya, booked by the hour and paid with M-Pesa." |
*
* @param {Footer_BlurbInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const footer_blurb: ((inputs?: Footer_BlurbInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Footer_BlurbInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Footer_BlurbInputs = {};
