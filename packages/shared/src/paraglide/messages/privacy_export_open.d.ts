/**
* | output |
* | --- |
* | "Your archive is ready: the link we e-mailed works until {when}. Ask for a new one once it is downloaded or has run out." |
*
* @param {Privacy_Export_OpenInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const privacy_export_open: ((inputs: Privacy_Export_OpenInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Privacy_Export_OpenInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Privacy_Export_OpenInputs = {
    when: NonNullable<unknown>;
};
