/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown> }} Notify_Refund_Sent_TitleInputs */

const en_notify_refund_sent_title = /** @type {(inputs: Notify_Refund_Sent_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your refund of ${i?.amount} was sent`)
};

const sw_notify_refund_sent_title = /** @type {(inputs: Notify_Refund_Sent_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Marejesho yako ya ${i?.amount} yametumwa`)
};

/**
* | output |
* | --- |
* | "Your refund of {amount} was sent" |
*
* @param {Notify_Refund_Sent_TitleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_refund_sent_title = /** @type {((inputs: Notify_Refund_Sent_TitleInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Refund_Sent_TitleInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_notify_refund_sent_title(inputs)
	return en_notify_refund_sent_title(inputs)
});