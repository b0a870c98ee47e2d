/**
* | output |
* | --- |
* | "Someone, we hope you, asked for the Nafasi newsletter at this address. Follow the link within {hours} hours to confirm:" |
*
* @param {Mail_Newsletter_Confirm_BodyInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const mail_newsletter_confirm_body: ((inputs: Mail_Newsletter_Confirm_BodyInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Newsletter_Confirm_BodyInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Newsletter_Confirm_BodyInputs = {
    hours: NonNullable<unknown>;
};
