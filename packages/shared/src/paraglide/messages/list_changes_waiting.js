/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} List_Changes_WaitingInputs */

const en_list_changes_waiting = /** @type {(inputs: List_Changes_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Changes waiting for review. Guests see the approved version until an admin accepts them.`)
};

const sw_list_changes_waiting = /** @type {(inputs: List_Changes_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mabadiliko yanasubiri kukaguliwa. Wageni wanaona toleo lililoidhinishwa hadi msimamizi ayakubali.`)
};

/**
* | output |
* | --- |
* | "Changes waiting for review. Guests see the approved version until an admin accepts them." |
*
* @param {List_Changes_WaitingInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const list_changes_waiting = /** @type {((inputs?: List_Changes_WaitingInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<List_Changes_WaitingInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_list_changes_waiting(inputs)
	return en_list_changes_waiting(inputs)
});