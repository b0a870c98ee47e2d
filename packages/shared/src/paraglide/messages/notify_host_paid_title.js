/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ space: NonNullable<unknown> }} Notify_Host_Paid_TitleInputs */

const en_notify_host_paid_title = /** @type {(inputs: Notify_Host_Paid_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Payment received for ${i?.space}`)
};

const sw_notify_host_paid_title = /** @type {(inputs: Notify_Host_Paid_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Malipo ya ${i?.space} yamepokelewa`)
};

/**
* | output |
* | --- |
* | "Payment received for {space}" |
*
* @param {Notify_Host_Paid_TitleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_host_paid_title = /** @type {((inputs: Notify_Host_Paid_TitleInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Host_Paid_TitleInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_notify_host_paid_title(inputs)
	return en_notify_host_paid_title(inputs)
});