/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ guest: NonNullable<unknown>, amount: NonNullable<unknown>, when: NonNullable<unknown> }} Notify_Host_Paid_TextInputs */

const en_notify_host_paid_text = /** @type {(inputs: Notify_Host_Paid_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.guest} paid ${i?.amount} for ${i?.when}. The booking is confirmed.`)
};

const sw_notify_host_paid_text = /** @type {(inputs: Notify_Host_Paid_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.guest} amelipa ${i?.amount} kwa ${i?.when}. Uhifadhi umethibitishwa.`)
};

/**
* | output |
* | --- |
* | "{guest} paid {amount} for {when}. The booking is confirmed." |
*
* @param {Notify_Host_Paid_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_host_paid_text = /** @type {((inputs: Notify_Host_Paid_TextInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Host_Paid_TextInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_notify_host_paid_text(inputs)
	return en_notify_host_paid_text(inputs)
});