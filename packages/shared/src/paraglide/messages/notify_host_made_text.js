/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ guest: NonNullable<unknown>, space: NonNullable<unknown>, when: NonNullable<unknown> }} Notify_Host_Made_TextInputs */

const en_notify_host_made_text = /** @type {(inputs: Notify_Host_Made_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.guest} booked ${i?.space} for ${i?.when}. It is confirmed once they pay by M-Pesa.`)
};

const sw_notify_host_made_text = /** @type {(inputs: Notify_Host_Made_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.guest} ameweka nafasi ${i?.space} kwa ${i?.when}. Utathibitishwa akishalipa kwa M-Pesa.`)
};

/**
* | output |
* | --- |
* | "{guest} booked {space} for {when}. It is confirmed once they pay by M-Pesa." |
*
* @param {Notify_Host_Made_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_host_made_text = /** @type {((inputs: Notify_Host_Made_TextInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Host_Made_TextInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_notify_host_made_text(inputs)
	return en_notify_host_made_text(inputs)
});