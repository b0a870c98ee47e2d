/**
* | output |
* | --- |
* | "{guest} paid {amount} for {when}." |
*
* @param {Notify_Host_Paid_BodyInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_host_paid_body: ((inputs: Notify_Host_Paid_BodyInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notify_Host_Paid_BodyInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Notify_Host_Paid_BodyInputs = {
    guest: NonNullable<unknown>;
    amount: NonNullable<unknown>;
    when: NonNullable<unknown>;
};
