/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Careers_RolesInputs */

const en_careers_roles = /** @type {(inputs: Careers_RolesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`1 role open now.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} roles open now.`);
	return /** @type {LocalizedString} */ ("careers_roles");
};

const sw_careers_roles = /** @type {(inputs: Careers_RolesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("sw", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Nafasi 1 iko wazi sasa.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Nafasi ${i?.count} ziko wazi sasa.`);
	return /** @type {LocalizedString} */ ("careers_roles");
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "1 role open now." |
* | "other" | "{count} roles open now." |
*
* @param {Careers_RolesInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const careers_roles = /** @type {((inputs: Careers_RolesInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Careers_RolesInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_careers_roles(inputs)
	return en_careers_roles(inputs)
});