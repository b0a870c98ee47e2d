/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ guest: NonNullable<unknown>, when: NonNullable<unknown> }} Notify_Host_Cancelled_TextInputs */

const en_notify_host_cancelled_text = /** @type {(inputs: Notify_Host_Cancelled_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The booking of ${i?.guest} for ${i?.when} is cancelled; the time is free again.`)
};

const sw_notify_host_cancelled_text = /** @type {(inputs: Notify_Host_Cancelled_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Uhifadhi wa ${i?.guest} wa ${i?.when} umeghairiwa; muda huo uko wazi tena.`)
};

/**
* | output |
* | --- |
* | "The booking of {guest} for {when} is cancelled; the time is free again." |
*
* @param {Notify_Host_Cancelled_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_host_cancelled_text = /** @type {((inputs: Notify_Host_Cancelled_TextInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Host_Cancelled_TextInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_notify_host_cancelled_text(inputs)
	return en_notify_host_cancelled_text(inputs)
});