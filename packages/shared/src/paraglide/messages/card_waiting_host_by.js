/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ by: NonNullable<unknown> }} Card_Waiting_Host_ByInputs */

const en_card_waiting_host_by = /** @type {(inputs: Card_Waiting_Host_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Waiting for the host to accept (they answer by ${i?.by}). You pay once they do.`)
};

const sw_card_waiting_host_by = /** @type {(inputs: Card_Waiting_Host_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Inasubiri mwenyeji akubali (atajibu kabla ya ${i?.by}). Utalipa akishakubali.`)
};

/**
* | output |
* | --- |
* | "Waiting for the host to accept (they answer by {by}). You pay once they do." |
*
* @param {Card_Waiting_Host_ByInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const card_waiting_host_by = /** @type {((inputs: Card_Waiting_Host_ByInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Card_Waiting_Host_ByInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_card_waiting_host_by(inputs)
	return en_card_waiting_host_by(inputs)
});