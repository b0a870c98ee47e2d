/**
* | output |
* | --- |
* | "Someone asked for the Nafasi newsletter at this address, which already gets it. Nothing has changed. To stop getting it, follow this link within {hours} hours:" |
*
* @param {Mail_Newsletter_Already_BodyInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const mail_newsletter_already_body: ((inputs: Mail_Newsletter_Already_BodyInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Newsletter_Already_BodyInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Newsletter_Already_BodyInputs = {
    hours: NonNullable<unknown>;
};
