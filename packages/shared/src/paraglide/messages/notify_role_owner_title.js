/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notify_Role_Owner_TitleInputs */

const en_notify_role_owner_title = /** @type {(inputs: Notify_Role_Owner_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You can now list spaces on Nafasi`)
};

const sw_notify_role_owner_title = /** @type {(inputs: Notify_Role_Owner_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sasa unaweza kuweka maeneo kwenye Nafasi`)
};

/**
* | output |
* | --- |
* | "You can now list spaces on Nafasi" |
*
* @param {Notify_Role_Owner_TitleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_role_owner_title = /** @type {((inputs?: Notify_Role_Owner_TitleInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Role_Owner_TitleInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_notify_role_owner_title(inputs)
	return en_notify_role_owner_title(inputs)
});