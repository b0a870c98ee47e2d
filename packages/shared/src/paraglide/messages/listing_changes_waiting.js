/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Listing_Changes_WaitingInputs */

const en_listing_changes_waiting = /** @type {(inputs: Listing_Changes_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your changes are saved and wait for review: the listing shows its approved version until then.`)
};

const sw_listing_changes_waiting = /** @type {(inputs: Listing_Changes_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mabadiliko yako yamehifadhiwa na yanasubiri kukaguliwa: tangazo linaonyesha toleo lililoidhinishwa hadi hapo.`)
};

/**
* | output |
* | --- |
* | "Your changes are saved and wait for review: the listing shows its approved version until then." |
*
* @param {Listing_Changes_WaitingInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const listing_changes_waiting = /** @type {((inputs?: Listing_Changes_WaitingInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Listing_Changes_WaitingInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_listing_changes_waiting(inputs)
	return en_listing_changes_waiting(inputs)
});