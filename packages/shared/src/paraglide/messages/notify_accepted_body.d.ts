/**
* | output |
* | --- |
* | "{when} · pay {amount} to confirm it." |
*
* @param {Notify_Accepted_BodyInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_accepted_body: ((inputs: Notify_Accepted_BodyInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notify_Accepted_BodyInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Notify_Accepted_BodyInputs = {
    when: NonNullable<unknown>;
    amount: NonNullable<unknown>;
};
