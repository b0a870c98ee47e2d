/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ guest: NonNullable<unknown>, space: NonNullable<unknown>, when: NonNullable<unknown> }} Owner_Bookings_Decline_TextInputs */

const en_owner_bookings_decline_text = /** @type {(inputs: Owner_Bookings_Decline_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.guest} asked for ${i?.space}, ${i?.when}. Tell them why.`)
};

const sw_owner_bookings_decline_text = /** @type {(inputs: Owner_Bookings_Decline_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.guest} ameomba ${i?.space}, ${i?.when}. Mweleze sababu.`)
};

/**
* | output |
* | --- |
* | "{guest} asked for {space}, {when}. Tell them why." |
*
* @param {Owner_Bookings_Decline_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const owner_bookings_decline_text = /** @type {((inputs: Owner_Bookings_Decline_TextInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Bookings_Decline_TextInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_owner_bookings_decline_text(inputs)
	return en_owner_bookings_decline_text(inputs)
});