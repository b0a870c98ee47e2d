/**
* | output |
* | --- |
* | "The archive of everything Nafasi holds about you is ready. The link works once, signed in to your account, until {when}." |
*
* @param {Mail_Export_BodyInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const mail_export_body: ((inputs: Mail_Export_BodyInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Export_BodyInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Export_BodyInputs = {
    when: NonNullable<unknown>;
};
