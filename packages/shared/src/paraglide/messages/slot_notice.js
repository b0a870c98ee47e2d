/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ length: NonNullable<unknown> }} Slot_NoticeInputs */

const en_slot_notice = /** @type {(inputs: Slot_NoticeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This space must be booked at least ${i?.length} ahead.`)
};

const sw_slot_notice = /** @type {(inputs: Slot_NoticeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Eneo hili lazima lihifadhiwe angalau ${i?.length} kabla.`)
};

/**
* | output |
* | --- |
* | "This space must be booked at least {length} ahead." |
*
* @param {Slot_NoticeInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const slot_notice = /** @type {((inputs: Slot_NoticeInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Slot_NoticeInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_slot_notice(inputs)
	return en_slot_notice(inputs)
});