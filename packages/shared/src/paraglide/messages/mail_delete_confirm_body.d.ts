/**
* | output |
* | --- |
* | "Someone signed in to your account asked to delete it. Open this link within {minutes} minutes, signed in, to delete it:" |
*
* @param {Mail_Delete_Confirm_BodyInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const mail_delete_confirm_body: ((inputs: Mail_Delete_Confirm_BodyInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Delete_Confirm_BodyInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Delete_Confirm_BodyInputs = {
    minutes: NonNullable<unknown>;
};
