/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notify_Changes_Refused_TextInputs */

const en_notify_changes_refused_text = /** @type {(inputs: Notify_Changes_Refused_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guests still see the version approved before. Edit the listing to send new changes.`)
};

const sw_notify_changes_refused_text = /** @type {(inputs: Notify_Changes_Refused_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wageni bado wanaona toleo lililoidhinishwa awali. Hariri eneo ili kutuma mabadiliko mapya.`)
};

/**
* | output |
* | --- |
* | "Guests still see the version approved before. Edit the listing to send new changes." |
*
* @param {Notify_Changes_Refused_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_changes_refused_text = /** @type {((inputs?: Notify_Changes_Refused_TextInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Changes_Refused_TextInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_notify_changes_refused_text(inputs)
	return en_notify_changes_refused_text(inputs)
});